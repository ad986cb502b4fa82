@notify { ['a', 'b', 'c']: }
Notify <| title == 'a' or title == 'c' |>
