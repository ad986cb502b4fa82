Notify { loglevel => 'debug' }
class base { notify { 'x': loglevel => 'info', message => 'm' } }
class sub inherits base { Notify['x'] { loglevel => undef } }
include sub
