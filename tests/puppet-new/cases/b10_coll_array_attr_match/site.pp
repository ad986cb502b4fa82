@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => ['z'] }
Notify <| tag == 'y' |>
