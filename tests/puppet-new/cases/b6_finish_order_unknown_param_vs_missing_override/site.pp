class base { notify { 'a': } }
class sub inherits base { Notify['zz'] { message => 'x' } }
include sub
notify { 'b': bogus => 1 }
