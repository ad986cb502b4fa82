@@notify { 'e': message => 'exp' }
Notify <| title == 'e' |>
