@notify { ['a', 'b', 'c']: message => 'm' }
Notify <| title == 'b' |>
