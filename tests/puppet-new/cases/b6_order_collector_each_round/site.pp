define d($n) { if $n > 0 { d { "d${n}": n => $n - 1 } } @notify { "v${n}": } }
d { 'top': n => 2 }
Notify <| |>
