class a { notify { 'm': message => 'orig' } }
class b { Notify <| title == 'm' |> { message => 'collected' } }
include b
include a
