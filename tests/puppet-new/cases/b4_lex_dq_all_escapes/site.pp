$v = "t\tn\ns\sq\"b\\d\$u\u0041a\'"
notice($v)
notice(length($v))
