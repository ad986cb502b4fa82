class c(Struct[{ name => String, port => Integer }] $cfg) { }
class { 'c': cfg => { name => 'n', port => '80' } }
