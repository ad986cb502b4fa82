Notify <| title =~ x |>
