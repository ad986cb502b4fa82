$x = Notify <| |>
