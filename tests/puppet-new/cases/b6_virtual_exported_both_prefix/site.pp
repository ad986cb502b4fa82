@@notify { 'e': message => 'e' }
@notify { 'v': message => 'v' }
Notify <| |>
