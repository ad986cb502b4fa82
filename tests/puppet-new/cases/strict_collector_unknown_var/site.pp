@notify { 'a': }
Notify <| title == $nope |>
