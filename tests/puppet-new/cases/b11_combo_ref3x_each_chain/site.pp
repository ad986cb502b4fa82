define d(Array $deps) { $deps.each |$r| { $r -> notify { "after-${r}": } } }
notify { ['a', 'b']: }
d { 'x': deps => [Notify['a'], Notify['b']] }
