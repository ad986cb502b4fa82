class a::b {}
class user($c, $d = Class['a::b']) { notify { "${c} ${d}": } }
class { 'user': c => Class['::a::b'] }
