@notify { 'a': message => 'm' }
realize(Notify['a'])
Notify <| title == 'a' |> { message => 'n' }
