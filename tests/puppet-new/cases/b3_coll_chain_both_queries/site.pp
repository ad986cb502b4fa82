notify { 'a': tag => ['left'] }
notify { 'b': tag => ['right'] }
notify { 'c': tag => ['right'] }
Notify <| tag == 'left' |> -> Notify <| tag == 'right' |>
