class { 'm': port => 70000 }
