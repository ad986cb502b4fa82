@notify { 'a': tag => 'one' }
@notify { 'b': tag => 'two' }
Notify <| tag == 'one' |> -> Notify <| tag == 'two' |>
