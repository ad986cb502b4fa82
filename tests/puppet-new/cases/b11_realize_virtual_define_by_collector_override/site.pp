define d($v = 'dflt') { notify { "d-${title}": message => $v } }
@d { 'a': }
D <| title == 'a' |> { v => 'over' }
