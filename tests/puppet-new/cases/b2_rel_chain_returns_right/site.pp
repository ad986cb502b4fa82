$r = notify { 'a': } -> notify { 'b': }
notice($r)
