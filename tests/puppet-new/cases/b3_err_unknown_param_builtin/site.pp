file { '/f': nosuch => 1 }
