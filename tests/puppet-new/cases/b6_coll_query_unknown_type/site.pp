Bogus <| |>
