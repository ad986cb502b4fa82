$d = {a => [1, {b => 'x'}], 'c.d' => 3}
notice($d.get('a.1.b'))
notice($d.get('"c.d"'))
notice($d.get('a.9', 'dflt'))
notice(get([1, [2, 3]], '1.0'))
notice(get($d, ''))
