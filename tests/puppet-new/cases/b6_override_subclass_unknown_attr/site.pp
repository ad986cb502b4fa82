class base { notify { 'a': } }
class sub inherits base { Notify['a'] { bogus => 1 } }
include sub
