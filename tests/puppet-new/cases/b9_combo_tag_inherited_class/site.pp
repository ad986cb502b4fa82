class base { notify { 'b': } }
class child inherits base { notify { 'c': } }
include child
Notify <| tag == 'child' |> { message => 'child-tag' }
