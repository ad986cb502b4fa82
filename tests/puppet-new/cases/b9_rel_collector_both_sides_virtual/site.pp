@notify { 'v1': tag => 'src' }
@notify { 'v2': tag => 'dst' }
Notify <| tag == 'src' |> -> Notify <| tag == 'dst' |>
