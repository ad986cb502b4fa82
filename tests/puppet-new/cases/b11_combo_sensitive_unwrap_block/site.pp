$s = Sensitive('abc')
$u = $s.unwrap |$v| { upcase($v) }
notify { $u: }
