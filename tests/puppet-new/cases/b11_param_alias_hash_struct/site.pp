type Cfg = Struct[{ name => String, Optional[port] => Integer }]
class k(Cfg $c) { notify { $c['name']: } }
class { 'k': c => { 'name' => 'n' } }
