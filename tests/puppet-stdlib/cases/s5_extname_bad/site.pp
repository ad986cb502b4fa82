notice(stdlib::extname(1))
