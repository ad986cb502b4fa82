notice(stdlib::time(1))
