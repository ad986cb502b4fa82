@notify { 'v': message => 'orig' }
realize(Notify['v'])
Notify <| title == 'v' |> { message => 'new' }
