class base { notify { 'a': } }
class sub inherits base { Notify['a'] { loglevel => 'info' } Notify { message => 'dflt' } }
include sub
