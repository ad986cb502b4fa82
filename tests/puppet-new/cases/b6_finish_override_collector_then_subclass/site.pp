class base { notify { 'a': message => 'base' } }
class sub inherits base { Notify['a'] { message => 'sub' } }
Notify <| title == 'a' |> { message => 'coll' }
include sub
