define d { @notify { "v-${title}": tag => ['dtag'] } }
d { ['x', 'y']: }
Notify <| tag == 'dtag' and title != 'v-y' |>
