class base { notify { 'a': } notify { 'b': } }
class sub inherits base { Notify['a', 'b'] { message => 'both' } }
include sub
