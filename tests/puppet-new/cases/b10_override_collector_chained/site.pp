notify { ['a', 'b']: message => 'orig' }
Notify <| title == 'a' |> { message => 'first' }
Notify <| message == 'orig' |> { loglevel => 'err' }
