$d = {a => [1, {b => 2}], c => undef}
notice($d.dig(a, 1, b))
notice($d.dig(a, 5) == undef)
notice($d.dig(c, x) == undef)
notice($d.dig(a, -1, b))
notice($d.dig())
