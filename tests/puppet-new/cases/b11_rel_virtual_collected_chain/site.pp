@notify { 'v': }
notify { 'r': }
Notify <| title == 'v' |> -> Notify['r']
