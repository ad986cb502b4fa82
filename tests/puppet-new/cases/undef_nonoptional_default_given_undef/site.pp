class t(Integer $p = 10) { notify { 'r': message => "p=${p}" } }
class { 't': p => undef }
