$t = Resource['notify']
notify { 'x': tag => 'q' }
notify { 'y': }
$t <| tag == 'q' |> -> Notify['y']
