Notify <| title == 'later' |> { message => 'overridden' }
notify { 'later': message => 'orig' }
