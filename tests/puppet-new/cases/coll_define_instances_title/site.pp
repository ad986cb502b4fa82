define d { notify { "n-${title}": } }
@d { 'a': }
@d { 'b': }
D <| title == 'a' |>
