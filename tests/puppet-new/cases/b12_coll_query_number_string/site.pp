@notify { 'n1': message => 1 }
@notify { 'n2': message => '1' }
@notify { 'n3': message => 2 }
Notify <| message == 1 |>
