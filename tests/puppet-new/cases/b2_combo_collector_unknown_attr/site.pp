notify { 'x': }
Notify <| nosuch == 'a' |>
