@notify { 'a': message => 80 }
@notify { 'b': message => '80' }
Notify <| message == 80 |>
