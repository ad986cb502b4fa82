define d($v = 'orig') { notify { "d-${title}": message => $v } }
d { ['a', 'b']: }
D <| title == 'a' |> { v => 'overridden' }
