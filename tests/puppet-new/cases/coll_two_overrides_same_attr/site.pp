@notify { 'a': }
Notify <| title == 'a' |> { message => 'one' }
Notify <| |> { message => 'two' }
