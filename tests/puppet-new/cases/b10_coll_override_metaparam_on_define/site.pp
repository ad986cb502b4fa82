define d() { notify { "in-${title}": } }
d { ['x', 'y']: }
notify { 'first': }
D <| title == 'y' |> { require => Notify['first'] }
