Notify <| tag == 'made' |> { message => 'coll' }
define d() { notify { "made-${title}": tag => 'made', message => 'orig' } }
d { 'x': }
