$d = {a => {b => [10, 20]}, 'x.y' => 1}
notice($d.get('a.b.1'))
notice($d.get('"x.y"'))
notice($d.get('a.c', 'dflt'))
notice($d.get(''))
notice([1, [2, 3]].get('1.0'))
