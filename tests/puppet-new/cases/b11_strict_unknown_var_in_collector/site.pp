@notify { 'a': }
Notify <| title == $unknownvar |>
