class base { notify { 'x': message => 'base', loglevel => 'info' } }
class sub inherits base { Notify['x'] { message => undef } }
include sub
