class base { notify { 'a': before => Notify['b'] } notify { 'b': } notify { 'c': } }
class sub inherits base { Notify['a'] { before +> Notify['c'] } }
include sub
