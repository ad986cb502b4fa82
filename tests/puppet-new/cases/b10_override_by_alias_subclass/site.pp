class base { notify { 'long': alias => 'al', message => 'base' } }
class sub inherits base { Notify['al'] { message => 'sub' } }
include sub
