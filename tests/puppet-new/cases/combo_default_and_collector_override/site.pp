Notify { message => 'default' }
@notify { 'a': }
Notify <| |> { withpath => true }
