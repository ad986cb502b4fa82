notify { 'r': }
@notify { 'a': require => Notify['r'] }
Notify <| require == 'Notify[r]' |>
