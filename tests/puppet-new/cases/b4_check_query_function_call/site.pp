notify { 'x': }
Notify <| title == upcase('x') |>
