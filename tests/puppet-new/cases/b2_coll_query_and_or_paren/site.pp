@notify { 'a': message => 'm1', tag => 't' }
@notify { 'b': message => 'm2' }
@notify { 'c': message => 'm1' }
Notify <| (message == 'm1' and tag == 't') or title == 'b' |>
