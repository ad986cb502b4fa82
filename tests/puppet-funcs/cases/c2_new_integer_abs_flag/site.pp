notice(Integer('-12', 10, true))
notice(Integer(-3.7, 10, true))
