notify { 'a': tag => ['x', 'y'] }
notify { 'b': tag => 'y' }
@notify { 'c': tag => 'x' }
Notify <| tag == 'x' |> { message => 'tagged-x' }
