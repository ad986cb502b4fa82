@@notify { 'e': tag => 'x' }
@notify { 'v': tag => 'x' }
Notify <<| tag == 'x' |>>
Notify <| tag == 'x' |>
