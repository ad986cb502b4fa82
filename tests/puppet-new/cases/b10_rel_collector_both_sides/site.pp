notify { ['a1', 'a2']: tag => 'first' }
notify { ['b1', 'b2']: tag => 'second' }
Notify <| tag == 'first' |> -> Notify <| tag == 'second' |>
