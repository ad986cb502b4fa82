@notify { 'a': tag => 'x' }
@notify { 'b': tag => 'y' }
Notify <| tag == 'x' |> -> Notify <| tag == 'y' |>
