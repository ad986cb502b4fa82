$_x = 10
notice("$_x")
notice("${_x}")
