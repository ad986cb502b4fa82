define d($p = 'dflt') { notify { "d-${title}": message => $p } }
@d { 'x': }
D <| title == 'x' |> { p => 'over' }
