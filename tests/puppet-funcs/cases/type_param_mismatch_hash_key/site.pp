class c(Hash[Integer, String] $x) {}
class { 'c': x => {a => 'b'} }
