define d($port = 80) { notify { "${title}:${port}": } }
@d { 'a': port => 81 }
@d { 'b': }
D <| port == 81 |>
