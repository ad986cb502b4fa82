$r = assert_type(Integer, 'x') |$exp, $act| { "${exp}/${act}" }
notice($r)
$s = assert_type(String, 1) |$e, $a| { 'fallback' }
notice($s)
