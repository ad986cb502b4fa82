notice(call('max', 1, 5))
notice(call('map', [1, 2]) |$x| { $x * 10 })
notice(call('sprintf', '%s-%s', a, b))
