class c { }
Class <| |>
