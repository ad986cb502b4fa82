notify { 'a': }
Notify <| title == 'a' |> { * => { message => 'splat' } }
