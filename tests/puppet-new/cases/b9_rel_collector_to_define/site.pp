define d() { notify { "d-${title}": } }
d { ['x', 'y']: }
notify { 'first': tag => 'f' }
Notify <| tag == 'f' |> -> D <| |>
