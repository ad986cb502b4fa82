define d() { notify { "in-${title}": message => 'def' } }
d { 'a': }
Notify <| title == 'in-a' |> { message => 'coll' }
