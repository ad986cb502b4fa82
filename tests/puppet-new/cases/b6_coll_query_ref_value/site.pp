notify { 'r': }
@notify { 'a': require => Notify['r'] }
@notify { 'b': }
Notify <| require == Notify['r'] |>
