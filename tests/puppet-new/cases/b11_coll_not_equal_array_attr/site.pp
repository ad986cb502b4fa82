@notify { 'a': tag => ['p', 'q'] }
@notify { 'b': tag => ['r'] }
Notify <| tag != 'p' |>
