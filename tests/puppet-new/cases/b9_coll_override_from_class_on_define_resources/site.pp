define d() { notify { "n-${title}": message => 'orig' } }
class over { Notify <| |> { message => 'coll' } }
d { 'x': }
include over
