@notify { 'v': }
notify { 'z': }
Notify <| title == 'v' |> -> Notify['z']
