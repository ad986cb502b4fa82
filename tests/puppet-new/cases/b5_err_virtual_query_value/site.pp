$a = File <| |>
