define d() { notify { "d-${name}": } }
@d { 'x': }
@d { 'y': }
D <| name == 'y' |>
