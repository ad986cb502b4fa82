@notify { 'Abc': }
@notify { 'abc': }
Notify <| title == 'abc' |>
