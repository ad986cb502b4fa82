notify { ['a', 'b']: }
Notify[split('a,b', ',')] -> notify { 'c': }
