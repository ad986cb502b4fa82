define d($m = 'd') { notify { "d-${title}": message => $m } }
class base { d { 'one': } }
class sub inherits base { D['one'] { m => 'from-sub' } }
include sub
