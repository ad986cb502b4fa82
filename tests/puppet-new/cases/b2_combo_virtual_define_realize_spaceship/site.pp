define d { notify { "real-${title}": } }
@d { 'v': }
D <| |>
