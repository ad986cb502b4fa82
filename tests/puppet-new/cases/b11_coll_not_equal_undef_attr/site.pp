@notify { 'a': message => 'm' }
@notify { 'b': }
Notify <| message != undef |>
