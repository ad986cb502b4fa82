class c(Integer[1, 65535] $port) { }
class { 'c': port => 70000 }
