define d($s = 'def') { notify { $title: message => "s=${s}" } }
class base { d { 'x': s => 'base' } }
class sub inherits base { D['x'] { s => undef } }
include sub
