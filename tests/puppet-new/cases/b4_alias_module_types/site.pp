class { 'm': port => 80 }
