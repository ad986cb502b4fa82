Notify <| title == 'later' |> { message => 'over' }
notify { 'later': message => 'orig' }
