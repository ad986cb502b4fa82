notify { 'a': tag => 'one' }
Notify <| title == 'a' |> { tag +> 'two' }
