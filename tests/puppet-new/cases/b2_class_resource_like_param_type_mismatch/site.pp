class c(Array[String] $l) { }
class { 'c': l => 'single' }
