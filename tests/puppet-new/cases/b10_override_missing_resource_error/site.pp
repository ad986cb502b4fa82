class base { }
class sub inherits base { Notify['nope'] { message => 'x' } }
include sub
