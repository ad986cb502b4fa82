@notify { 'a': tag => 't' }
notify { 'b': }
$r = Notify <| tag == 't' |> -> Notify['b']
