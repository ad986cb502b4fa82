        $s = "foobarfuub"
        $n = $s.index(/f(oo|uu)b/)
        file { "$n": ensure => present }
