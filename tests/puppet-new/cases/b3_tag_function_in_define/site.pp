define d { tag 'dtag' notify { "n-${title}": } }
d { 'x': }
Notify <| tag == 'dtag' |> { message => 'tagged' }
