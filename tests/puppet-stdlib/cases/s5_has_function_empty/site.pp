notice(stdlib::has_function(''))
