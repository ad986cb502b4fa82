class c(Optional[Enum[a, b]] $x = undef) {}
class { 'c': x => 'z' }
