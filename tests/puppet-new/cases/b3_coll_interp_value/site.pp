$suffix = 'b'
@notify { 'a': message => 'ab' }
@notify { 'b': message => 'a' }
Notify <| message == "a${suffix}" |>
