Notify <| tag == 'late' |> { message => 'collected late' }
define d() { notify { "in-${title}": tag => 'late' } }
d { 'x': }
