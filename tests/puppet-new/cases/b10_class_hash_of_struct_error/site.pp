class c(Hash[String, Struct[{ port => Integer, Optional[host] => String }]] $svcs) { }
class { 'c': svcs => { 'web' => { port => 80 }, 'db' => { port => 'x', host => 'h' } } }
