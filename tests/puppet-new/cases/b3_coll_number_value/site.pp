@notify { 'a': message => 42 }
@notify { 'b': message => '42' }
Notify <| message == 42 |>
