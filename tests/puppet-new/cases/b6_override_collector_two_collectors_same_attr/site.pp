notify { 'a': message => 'orig' }
Notify <| title == 'a' |> { message => 'one' }
Notify <| |> { message => 'two' }
