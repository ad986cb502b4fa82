define d() { }
class base { d { 'x': } }
class sub inherits base { Notify['from-d'] { message => 'm' } }
include sub
