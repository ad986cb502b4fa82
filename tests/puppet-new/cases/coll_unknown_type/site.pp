Nope <| |>
