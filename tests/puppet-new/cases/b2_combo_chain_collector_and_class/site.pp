class a { notify { 'a1': tag => 'grp' } }
include a
class b { notify { 'b1': } }
include b
Notify <| tag == 'grp' |> -> Class['b']
