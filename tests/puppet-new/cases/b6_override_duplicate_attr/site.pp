class base { notify { 'a': } }
class sub inherits base { Notify['a'] { message => 'one', message => 'two' } }
include sub
