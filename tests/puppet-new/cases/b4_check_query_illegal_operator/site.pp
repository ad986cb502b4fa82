notify { 'x': }
Notify <| title =~ 'x' |>
