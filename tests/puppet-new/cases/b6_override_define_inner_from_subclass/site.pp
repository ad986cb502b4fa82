define d() { notify { "d-${title}": message => 'def' } }
class base { d { 'x': } }
class sub inherits base { Notify['d-x'] { message => 'sub' } }
include sub
