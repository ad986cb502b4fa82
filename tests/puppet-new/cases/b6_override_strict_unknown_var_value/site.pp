class base { notify { 'a': } }
class sub inherits base { Notify['a'] { message => $nowhere } }
include sub
