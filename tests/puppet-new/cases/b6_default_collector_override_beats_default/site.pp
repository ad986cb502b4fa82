Notify { message => 'dflt' }
notify { 'a': }
Notify <| title == 'a' |> { message => 'coll' }
