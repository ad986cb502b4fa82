class c(Array[String, 2] $a) { }
class { 'c': a => ['only'] }
