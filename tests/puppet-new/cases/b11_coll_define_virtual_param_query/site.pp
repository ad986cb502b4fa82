define d($role) { notify { "${title}-${role}": } }
@d { 'a': role => 'web' }
@d { 'b': role => 'db' }
D <| role == 'web' |>
