Integer <| |>
