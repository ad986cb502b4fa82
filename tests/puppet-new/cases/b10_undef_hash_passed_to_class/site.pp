class c(Hash[String, Optional[String]] $h) { notify { 'x': message => $h.keys.join(',') } }
class { 'c': h => { 'a' => undef, 'b' => 'x' } }
