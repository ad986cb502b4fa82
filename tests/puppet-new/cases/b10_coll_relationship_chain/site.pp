notify { ['a', 'b']: tag => 'grp' }
notify { 'last': }
Notify <| tag == 'grp' |> -> Notify['last']
