class c(Hash[String, Integer] $h = { 'a' => 'x' }) { }
include c
