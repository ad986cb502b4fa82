class k { Notify { message => 'from-k' } @notify { 'v': } }
include k
Notify <| title == 'v' |>
