$t = Notify
$t <| |>
