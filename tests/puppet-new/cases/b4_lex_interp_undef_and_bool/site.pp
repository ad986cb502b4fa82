$u = undef
$t = true
$f = false
notice("[${u}] [${t}] [${f}] [$u]")
