type Port = Integer[1, 65535]
class c(Port $p) { }
class { 'c': p => 0 }
