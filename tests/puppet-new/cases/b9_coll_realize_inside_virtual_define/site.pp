define vd() { @notify { "inner-${title}": tag => 'inner' } }
vd { 'x': }
Notify <| tag == 'inner' |>
