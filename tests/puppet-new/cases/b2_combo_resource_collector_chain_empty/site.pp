Notify <| title == 'none' |> -> notify { 'x': }
