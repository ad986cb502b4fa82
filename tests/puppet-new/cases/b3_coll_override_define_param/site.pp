define d($m = 'orig') { notify { "${title}:${m}": } }
d { 'a': }
D <| title == 'a' |> { m => 'coll' }
