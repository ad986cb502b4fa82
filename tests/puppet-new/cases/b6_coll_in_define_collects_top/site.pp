@notify { 'v1': tag => 'grp' }
@notify { 'v2': }
define d() { Notify <| tag == 'grp' |> }
d { 'x': }
