$r = 3 ? { *[1, 2] => 'low', *[3, 4] => 'high', default => 'none' }
notice($r)
