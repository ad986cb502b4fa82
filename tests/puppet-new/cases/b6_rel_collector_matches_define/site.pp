define d() { notify { "d-${title}": } }
d { 'x': } d { 'y': }
notify { 'last': }
D <| |> -> Notify['last']
