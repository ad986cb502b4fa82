define d() { notify { "gen-${title}": message => 'orig' } }
d { 'a': }
Notify <| title == 'gen-a' |> { message => 'over' }
