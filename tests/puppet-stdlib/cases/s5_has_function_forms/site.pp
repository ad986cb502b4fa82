function mine::f() { 1 }
notice(stdlib::has_function('notice'))
notice(stdlib::has_function('stdlib::crc32'))
notice(stdlib::has_function('pick'))
notice(stdlib::has_function('no_such'))
notice(stdlib::has_function('stdlib::ensure'))
