notify { 'a': before => Notify['b'] }
notify { 'b': } notify { 'c': }
Notify <| title == 'a' |> { before +> Notify['c'] }
