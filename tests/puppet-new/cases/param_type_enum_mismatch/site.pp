class c(Enum['a', 'b'] $mode = 'a') { }
class { 'c': mode => 'z' }
