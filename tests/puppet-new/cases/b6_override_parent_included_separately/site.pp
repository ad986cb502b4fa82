class base { notify { 'a': message => 'base' } }
class sub inherits base { Notify['a'] { message => 'sub' } }
include base
include sub
