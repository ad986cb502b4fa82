notify { 'a': message => 'm' }
Notify <| message == $ghost |> { withpath => true }
