class c(String $x) {}
class { 'c': x => Sensitive('s') }
