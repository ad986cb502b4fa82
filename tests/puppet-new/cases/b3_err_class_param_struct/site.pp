class c(Struct[{ a => Integer, Optional[b] => String }] $s) { }
class { 'c': s => { 'a' => 'no', 'c' => 1 } }
