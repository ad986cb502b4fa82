        $a = {'a'=>present,'b'=>absent,'c'=>present}
        $a.each |*$kv| {
          file { "/file_${kv[0]}": ensure => $kv[1] }
        }
