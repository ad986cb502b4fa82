@notify { 'a': }
@notify { 'b': message => 'm' }
Notify <| message == undef |>
