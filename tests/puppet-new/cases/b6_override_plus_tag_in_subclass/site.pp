class base { notify { 'a': tag => 'one' } }
class sub inherits base { Notify['a'] { tag +> 'two' } }
include sub
