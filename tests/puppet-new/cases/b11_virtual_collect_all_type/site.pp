@notify { ['a', 'b']: }
Notify <| |>
