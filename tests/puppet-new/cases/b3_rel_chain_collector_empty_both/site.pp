Notify <| title == 'none' |> -> File <| title == 'none' |>
notice('ok')
