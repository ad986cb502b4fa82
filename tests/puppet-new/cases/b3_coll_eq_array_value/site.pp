@notify { 'a': message => ['p', 'q'] }
@notify { 'b': message => 'p' }
Notify <| message == ['p', 'q'] |>
