@notify { 'a': tag => ['x'], message => 'm' }
@notify { 'b': tag => ['y'], message => 'm' }
Notify <| tag != 'x' and message == 'm' |>
