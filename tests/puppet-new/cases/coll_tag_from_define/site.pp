define site::vhost { @notify { "v-${title}": } }
site::vhost { 'x': }
Notify <| tag == 'site::vhost' |>
