notify { 'a': tag => ['one'] }
notify { 'b': tag => 'two' }
Notify <| title == 'a' or title == 'b' |> { tag +> ['extra'] }
