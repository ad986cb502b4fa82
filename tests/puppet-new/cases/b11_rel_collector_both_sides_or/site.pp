notify { 'a': tag => 'x' }
notify { 'b': tag => 'y' }
notify { 'c': tag => 'z' }
Notify <| tag == 'x' or tag == 'y' |> -> Notify <| tag == 'z' |>
