@notify { 'a': tag => 'x', message => 'm' }
@notify { 'b': tag => 'x' }
Notify <| tag == 'x' and message != 'm' |>
