define d() { @notify { "v-${title}": } }
d { ['p', 'q']: }
Notify <| title == 'v-q' |>
