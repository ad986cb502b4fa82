define d() { notify { "d-${title}": } }
d { ['a', 'b']: }
notify { 'watcher': subscribe => [D['a'], D['b']] }
