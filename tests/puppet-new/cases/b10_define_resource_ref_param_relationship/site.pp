define d(Array[Notify] $after) { notify { "d-${title}": require => $after } }
notify { ['a', 'b']: }
d { 'x': after => [Notify['a'], Notify['b']] }
