class base { notify { 'a': message => 'base' } }
class sub inherits base { Notify['a'] { * => { message => 'splat', loglevel => 'info' } } }
include sub
