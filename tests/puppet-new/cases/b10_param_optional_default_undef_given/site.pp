class c(Optional[String] $o = 'dflt') { notify { "o=${o}": } }
class { 'c': o => undef }
