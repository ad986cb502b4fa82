class base { notify { 'a': } }
class sub inherits base { Notify['a'] { require +> Class } }
include sub
