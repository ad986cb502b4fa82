class owner { notify { 'a': message => 'orig' } }
class other { Notify <| title == 'a' |> { message => 'changed' } }
include owner
include other
