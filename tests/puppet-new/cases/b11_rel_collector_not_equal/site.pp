notify { 'a': tag => 'x' }
notify { 'b': tag => 'y' }
notify { 'c': }
Notify <| tag != 'x' |> -> Notify['a']
