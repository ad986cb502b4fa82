class c(Array[String] $list) { }
class { 'c': list => ['a', 2] }
