notice(stdlib::to_python(1, 2))
