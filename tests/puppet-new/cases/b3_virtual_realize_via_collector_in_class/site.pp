class c { Notify <| tag == 'c' |> }
class d { @notify { 'from d': tag => 'c' } }
include d, c
