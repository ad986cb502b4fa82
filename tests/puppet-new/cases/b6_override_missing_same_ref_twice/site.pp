class base { notify { 'a': } }
class sub inherits base { Notify['x'] { message => 'one' } Notify['x'] { loglevel => 'info' } }
include sub
