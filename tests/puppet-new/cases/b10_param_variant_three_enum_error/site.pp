class c(Variant[Integer, Enum['a'], Array[String]] $v) { }
class { 'c': v => 'zz' }
