notify { 'a': before => Notify['v'] }
@notify { 'v': }
Notify <| title == 'v' |>
