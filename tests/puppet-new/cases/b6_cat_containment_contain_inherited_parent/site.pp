class base { notify { 'b': } }
class sub inherits base { }
class outer { contain sub }
include outer
