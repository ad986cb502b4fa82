@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => ['z'] }
@notify { 'c': }
Notify <| tag != 'x' or title == 'a' |>
