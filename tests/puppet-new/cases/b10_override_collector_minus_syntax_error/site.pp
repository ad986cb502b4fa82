notify { 'x': tag => ['a', 'b'] }
Notify <| title == 'x' |> { tag -> 'a' }
