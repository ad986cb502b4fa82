        $h = {1 => 10, 2 => 20, 3 => 30}
        $n = $h.index('blue')
        file { "test": ensure => if $n =~ Undef { present } else {absent} }
