define d($p = 'dflt') { notify { "d-${title}": message => $p } }
d { 'x': } d { 'y': p => 'own' }
D <| |> { p => 'coll' }
