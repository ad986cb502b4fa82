$r = notify { ['a', 'b']: }
notice($r)
