notify { 'x': tag => ['a'] }
Notify <| title == 'x' |> { tag +> undef }
