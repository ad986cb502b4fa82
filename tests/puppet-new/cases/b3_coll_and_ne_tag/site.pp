@notify { 'a': message => 'x', tag => ['web'] }
@notify { 'b': message => 'y', tag => ['web'] }
@notify { 'c': message => 'x', tag => ['db'] }
Notify <| tag == 'web' and message != 'y' |>
