Notify <| title =~ /a/ |>
