define d($m = 'x') { notify { "d:${title}:${m}": } }
@d { 'one': m => 'y' }
@d { 'two': }
D <| m == 'y' |>
