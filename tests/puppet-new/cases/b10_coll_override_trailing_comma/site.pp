notify { 'x': }
Notify <| title == 'x' |> { message => 'm', loglevel => 'info', }
