notify { 'x': }
Notify <| title == 'x' |> { tag }
