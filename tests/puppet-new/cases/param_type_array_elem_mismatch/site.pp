class c(Array[String] $l) { }
class { 'c': l => ['a', 2] }
