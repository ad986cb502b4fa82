class base { notify { ['a', 'b']: message => 'base' } }
class sub inherits base { Notify['a', 'b'] { message => 'sub' } }
include sub
