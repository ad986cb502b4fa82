class k { @notify { 'v1': } @notify { 'v2': tag => 'sel' } }
include k
Notify <| tag == 'sel' |>
