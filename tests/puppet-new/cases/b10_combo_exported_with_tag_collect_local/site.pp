@@notify { 'e1': tag => 'exp' }
notify { 'l1': tag => 'exp' }
Notify <| tag == 'exp' |> { message => 'collected' }
