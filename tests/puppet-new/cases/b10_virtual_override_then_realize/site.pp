@notify { 'v': message => 'orig' }
Notify <| title == 'v' |> { message => 'changed' }
