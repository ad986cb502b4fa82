define d() { @notify { "inner-${title}": } notify { "real-${title}": } }
@d { 'x': }
realize(D['x'])
Notify <| title == 'inner-x' |>
