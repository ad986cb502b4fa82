class k {}
include k
Class <| title == 'k' |>
