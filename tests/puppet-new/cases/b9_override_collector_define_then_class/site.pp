define d($m = 'orig') { notify { "n-${title}": message => $m } }
d { 'a': }
D <| title == 'a' |> { m => 'coll' }
