@notify { 'v': message => 'orig' }
Notify <| title == 'v' |> { message => 'over' }
realize(Notify['v'])
