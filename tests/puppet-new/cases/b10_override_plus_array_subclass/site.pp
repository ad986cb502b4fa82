class base { notify { 'x': tag => ['a'] } }
class sub inherits base { Notify['x'] { tag +> ['b', 'c'] } }
include sub
