class t(Integer $p) { notify { 'r': message => "p=${p}" } }
class { 't': p => undef }
