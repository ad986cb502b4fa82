define d($m = 'own') { notify { "n-${title}": message => $m } }
D { m => 'dflt' }
d { ['a', 'b']: }
D <| title == 'b' |> { m => 'coll' }
