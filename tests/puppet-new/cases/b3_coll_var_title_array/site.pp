$t = ['a', 'b']
@notify { ['a', 'b', 'c']: }
Notify <| title == $t[1] |>
