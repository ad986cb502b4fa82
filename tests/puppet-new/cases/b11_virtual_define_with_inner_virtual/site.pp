define d() { @notify { "v-${title}": } }
d { 'a': }
Notify <| title == 'v-a' |>
