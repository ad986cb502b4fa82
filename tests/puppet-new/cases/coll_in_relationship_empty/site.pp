notify { 'a': }
Notify['a'] -> File <| |>
