notify { ['a', 'b']: }
@notify { 'v1': }
[Notify['a'], Notify['b']] -> Notify <| title == 'v1' |> -> notify { 'last': }
