define d($v = 'dv') { notify { "d-${title}": message => $v } }
class base { d { 'x': v => 'base' } }
class sub inherits base { D['x'] { v => 'sub' } }
include sub
