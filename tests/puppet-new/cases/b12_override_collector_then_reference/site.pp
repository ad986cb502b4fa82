notify { 'target': message => 'orig' }
Notify <| title == 'target' |> { message => 'from collector' }
class base {}
class sub inherits base {}
include sub
