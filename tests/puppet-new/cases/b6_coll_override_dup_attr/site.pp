notify { 'a': }
Notify <| title == 'a' |> { message => 'one', message => 'two' }
