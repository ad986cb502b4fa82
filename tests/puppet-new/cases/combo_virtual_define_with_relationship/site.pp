define d { notify { "in-${title}": } }
@d { 'x': }
notify { 'a': }
D <| |> -> Notify['a']
