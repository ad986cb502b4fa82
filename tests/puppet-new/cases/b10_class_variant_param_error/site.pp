class c(Variant[Integer, Enum['auto']] $v) { }
class { 'c': v => 'manual' }
