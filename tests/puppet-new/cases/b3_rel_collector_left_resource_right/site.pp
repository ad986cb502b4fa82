@notify { 'v': tag => ['t'] }
notify { 'r': }
Notify <| tag == 't' |> -> Notify['r']
