@notify { 'a': message => ['p', 'q'] }
@notify { 'b': message => ['r'] }
Notify <| message == 'q' |>
