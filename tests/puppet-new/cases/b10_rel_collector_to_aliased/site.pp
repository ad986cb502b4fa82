notify { 'target': alias => 'tg' }
notify { ['a', 'b']: tag => 'src' }
Notify <| tag == 'src' |> -> Notify['tg']
