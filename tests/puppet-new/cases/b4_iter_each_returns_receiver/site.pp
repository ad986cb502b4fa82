$r = [1, 2].each |$x| { $x * 10 }
$h = {'a' => 1}.each |$k, $v| { }
notice($r)
notice($h)
