define d() { Notify <| title == $missing |> }
d { 'x': }
