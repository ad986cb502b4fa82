$d = {a => [1, {b => 'x'}], c => undef}
notice($d.dig(a, 1, b))
notice($d.dig(a, 5))
notice($d.dig(c, d))
notice(dig([[1, [2]]], 0, 1, 0))
notice(dig($d))
