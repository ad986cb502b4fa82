1
2
notice(1)
