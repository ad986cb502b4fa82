@notify { 'a': message => 'm' }
notify { 'b': message => 'm' }
Notify <| message == 'm' |> { withpath => true, loglevel => 'warning' }
