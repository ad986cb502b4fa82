@notify { 'a': message => 5 }
@notify { 'b': message => '5' }
Notify <| message == 5 |>
