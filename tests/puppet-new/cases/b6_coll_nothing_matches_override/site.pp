notify { 'a': message => 'm' }
Notify <| title == 'zz' |> { message => 'x' }
