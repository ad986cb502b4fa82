define d($p = 'dflt') { notify { "d-${title}": message => $p } }
class base { d { 'x': p => 'base' } }
class sub inherits base { D['x'] { p => 'sub' } }
include sub
