define vd() { notify { "vd-${title}": } }
@@vd { 'a': }
Vd <| |>
