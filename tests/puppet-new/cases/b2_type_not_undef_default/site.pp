class c(NotUndef $x) { }
class { 'c': x => undef }
