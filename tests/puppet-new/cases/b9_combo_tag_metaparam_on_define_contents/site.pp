define d() { notify { "d-${title}": } }
d { 'x': tag => ['t1', 'T2'] }
Notify <| tag == 't2' |> { message => 'tagged-t2' }
