$v = [1, 2]
$r = $v ? { Array[String] => 'strings', Array[Integer] => 'ints', default => 'other' }
notice($r)
