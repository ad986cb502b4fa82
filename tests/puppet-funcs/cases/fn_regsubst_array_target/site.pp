notice(regsubst([1], '1', '2'))
