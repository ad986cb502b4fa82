class c(Enum['a','b'] $e = 'a') { notify { 'c': message => $e } }
class { 'c': e => undef }
