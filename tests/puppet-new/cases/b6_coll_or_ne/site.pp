@notify { 'a': tag => 'x' }
@notify { 'b': }
@notify { 'c': tag => 'y' }
Notify <| title != 'a' or tag == 'x' |>
