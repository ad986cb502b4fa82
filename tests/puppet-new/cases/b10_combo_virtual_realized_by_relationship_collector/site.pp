@notify { 'v1': tag => 'pkg' }
@notify { 'v2': tag => 'pkg' }
notify { 'svc': }
Notify <| tag == 'pkg' |> -> Notify['svc']
