class base { notify { 'a': } }
class sub inherits base { Notify['zz'] { message => 'none' } }
include sub
