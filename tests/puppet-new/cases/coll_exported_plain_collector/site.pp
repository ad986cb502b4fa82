@@notify { 'e': message => 'exp' }
Notify <| |>
