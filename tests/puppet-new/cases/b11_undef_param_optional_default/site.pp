class k(Optional[String] $s = 'dflt') { notify { "s=${s}": } }
class { 'k': s => undef }
