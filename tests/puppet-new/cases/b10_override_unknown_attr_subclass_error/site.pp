class base { notify { 'a': } }
class sub inherits base { Notify['a'] { nosuch => 1 } }
include sub
