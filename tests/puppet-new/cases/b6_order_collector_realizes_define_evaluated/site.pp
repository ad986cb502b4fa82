define d($m = 'x') { notify { "from-${title}": message => $m } }
@d { 'v': m => 'virt' }
D <| |>
notice('top')
