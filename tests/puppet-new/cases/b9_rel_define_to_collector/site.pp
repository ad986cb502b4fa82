define d() { notify { "d-${title}": } }
d { 'x': }
D['x'] -> Notify <| title == 'later' |>
notify { 'later': }
