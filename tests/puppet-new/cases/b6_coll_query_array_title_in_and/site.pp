@notify { 'a': message => 'x', tag => 't' }
@notify { 'b': message => 'x' }
Notify <| message == 'x' and tag == 't' |>
