class base { notify { 'a': message => 'base' } }
class child inherits base { Notify['a'] { message => 'child' } }
include child
Notify <| title == 'a' |> { withpath => true }
