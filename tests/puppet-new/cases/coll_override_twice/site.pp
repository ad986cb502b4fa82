@notify { 'a': }
Notify <| title == 'a' |> { message => 'one' }
Notify <| |> { withpath => true }
