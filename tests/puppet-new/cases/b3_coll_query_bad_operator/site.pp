@notify { 'a': message => 'x' }
Notify <| message > 'x' |>
