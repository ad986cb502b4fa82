notice(call('sprintf', '%s-%s', 1, 2))
notice(call('map', [1, 2]) |$x| { $x * 2 })
