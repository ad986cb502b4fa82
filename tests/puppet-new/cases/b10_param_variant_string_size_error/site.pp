class c(Variant[Integer, String[5]] $v) { }
class { 'c': v => 'abc' }
