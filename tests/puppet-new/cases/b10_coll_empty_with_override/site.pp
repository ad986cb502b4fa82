notify { 'a': }
Notify <| title == 'none' |> { message => 'never' }
