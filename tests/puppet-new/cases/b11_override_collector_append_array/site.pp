notify { 'a': tag => ['x'] }
Notify <| tag == 'x' |> { require +> [Notify['b']] }
notify { 'b': }
