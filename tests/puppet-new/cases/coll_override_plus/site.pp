@notify { 'a': message => ['x'] }
Notify <| |> { message +> ['y'] }
