class base { notify { 'a': } notify { 'b': } }
class sub inherits base { Notify['a'] { require => Notify['b'] } }
include sub
