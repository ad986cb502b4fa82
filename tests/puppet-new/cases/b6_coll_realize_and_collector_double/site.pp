@notify { 'a': }
realize(Notify['a'])
Notify <| title == 'a' |>
