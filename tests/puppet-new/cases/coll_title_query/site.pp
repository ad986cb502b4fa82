@notify { 'a': }
@notify { 'b': }
Notify <| title == 'b' |>
