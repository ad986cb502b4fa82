@notify { 'a': }
@notify { 'b': message => 'x' }
Notify <| message == undef |>
