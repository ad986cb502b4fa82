define d() { @notify { "gen-${title}": message => 'g' } }
d { 'a': }
Notify <| title == 'gen-a' |>
