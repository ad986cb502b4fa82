@notify { 'a': tag => ['p', 'q'] }
@notify { 'b': tag => ['q'] }
@notify { 'c': tag => ['r'] }
Notify <| tag == 'q' and tag != 'p' |>
