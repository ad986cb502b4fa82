$v = undef
@notify { 'a': message => 'x' }
@notify { 'b': }
Notify <| message == $v |>
