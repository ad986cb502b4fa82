class base($p = 1) { notify { 'a': } }
class sub inherits base { Class['base'] { p => 2 } }
include sub
