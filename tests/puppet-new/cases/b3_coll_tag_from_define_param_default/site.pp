define d($t = 'dt') { @notify { "n-${title}": tag => $t } }
d { 'x': }
d { 'y': t => 'other' }
Notify <| tag == 'dt' |>
