@notify { 'a': tag => 'keep' }
@notify { 'b': tag => 'skip' }
Notify <| tag != 'skip' |>
