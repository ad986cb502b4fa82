class c(Undef $u = undef, Optional[Integer] $o = undef) { notify { 'c': message => "u=${type($u)} o=${type($o)}" } }
class { 'c': u => undef }
