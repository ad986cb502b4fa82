$want = 'b'
@notify { 'a': message => 'a' }
@notify { 'b': message => 'b' }
Notify <| message == $want |>
