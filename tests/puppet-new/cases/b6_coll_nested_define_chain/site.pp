define a() { b { "${title}-b": } }
define b() { @notify { "v-${title}": } }
a { 'x': }
Notify <| title == 'v-x-b' |>
