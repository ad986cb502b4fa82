@notify { 'a': message => 'm' }
Notify <| message == $q |>
