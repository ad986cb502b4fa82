$r = [1, 2, 3].each |$v| { if $v == 2 { break() } notice($v) }
notice($r)
