define d { @notify { "v-${title}": } }
d { 'x': }
d { 'y': }
Notify <| title == 'v-y' |>
