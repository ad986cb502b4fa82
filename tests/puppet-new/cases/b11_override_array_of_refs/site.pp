notify { ['a', 'b']: }
Notify['a', 'b'] { message => 'over' }
