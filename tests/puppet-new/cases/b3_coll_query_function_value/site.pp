@notify { 'a': message => 'X' }
Notify <| message == upcase('x') |>
