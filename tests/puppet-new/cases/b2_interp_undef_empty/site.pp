$u = undef
notice("[${u}] [$u] [${nosuch}]")
