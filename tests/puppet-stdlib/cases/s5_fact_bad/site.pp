notice(fact(1))
