@@notify { 'e': message => 'e' }
realize(Notify['e'])
Notify <| title == 'e' |> { message => 'over' }
