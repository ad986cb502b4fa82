        $a = [6,6,6]
        $n = $a.any |$v| { 42 }
        file { "$n": ensure => present }
