define d($r) { Notify <| title == $r |> }
@notify { 'a': }
@notify { 'Notify[a]': }
d { 'x': r => Notify['a'] }
