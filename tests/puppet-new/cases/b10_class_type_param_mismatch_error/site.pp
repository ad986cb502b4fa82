class c(Type[Numeric] $n) { }
class { 'c': n => String }
