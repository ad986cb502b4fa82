define d($x = 1) { notify { "in-${title}-${x}": } }
@d { ['a', 'b']: x => 2 }
D <| title == 'b' |>
