notify { 'a': }
@notify { 'b': tag => 'mid' }
notify { 'c': }
Notify['a'] -> Notify <| tag == 'mid' |> -> Notify['c']
