notify { 'a': message => 'm', loglevel => 'info' }
Notify <| title == 'a' |> { loglevel => undef }
