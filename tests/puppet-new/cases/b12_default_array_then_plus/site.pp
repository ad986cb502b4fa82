Notify { tag => ['d1'] }
notify { 'p': }
notify { 'q': tag => ['own'] }
Notify <| title == 'p' or title == 'q' |> { tag +> ['coll'] }
