class h(Hash[String, Integer] $m) { }
class { 'h': m => { 'a' => 1, 'b' => '2' } }
