class base { Notify { message => 'from-base' } }
class sub inherits base { notify { 'a': } }
include sub
