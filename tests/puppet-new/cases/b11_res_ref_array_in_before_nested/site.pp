notify { ['a', 'b', 'c']: }
notify { 'd': before => [[Notify['a']], [Resource['notify', ['b', 'c']]]] }
