class { 'm': count => 9 }
