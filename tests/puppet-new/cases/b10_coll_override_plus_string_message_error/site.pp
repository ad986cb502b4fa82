notify { 'a': message => 'm' }
Notify <| title == 'a' |> { message +> 'n' }
