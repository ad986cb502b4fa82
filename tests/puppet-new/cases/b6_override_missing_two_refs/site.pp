class base { notify { 'a': } }
class sub inherits base { Notify['x', 'y'] { message => 'none' } }
include sub
