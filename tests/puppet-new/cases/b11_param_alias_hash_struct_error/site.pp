type Cfg = Struct[{ name => String, Optional[port] => Integer }]
class k(Cfg $c) {}
class { 'k': c => { 'name' => 'n', 'port' => '80' } }
