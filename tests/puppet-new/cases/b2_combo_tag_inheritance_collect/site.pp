class outer { d { 'one': } }
define d { notify { "in-${title}": } }
include outer
Notify <| tag == 'outer' |> { message => 'tagged by outer' }
