notify { ['a', 'b']: }
$x = if true { Notify['a'] -> Notify['b'] }
notice($x)
