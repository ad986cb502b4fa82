notify { 'a': message => 'x', tag => 't' }
notify { 'b': message => 'y', tag => 't' }
notify { 'c': message => 'x' }
Notify <| (message == 'x' or message == 'y') and tag == 't' |> { loglevel => 'err' }
