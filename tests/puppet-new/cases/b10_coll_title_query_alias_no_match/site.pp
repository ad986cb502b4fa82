@notify { 'real': alias => 'al' }
Notify <| title == 'al' |>
