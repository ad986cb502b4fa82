Notify <| tag == 'late' |>
define d() { @notify { "v-${title}": tag => 'late' } }
d { 'x': }
