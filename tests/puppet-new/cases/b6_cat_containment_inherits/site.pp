class base { notify { 'b': } }
class sub inherits base { notify { 's': } }
include sub
