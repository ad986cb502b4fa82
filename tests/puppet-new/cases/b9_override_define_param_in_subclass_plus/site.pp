define d($list = []) { notify { $title: message => "${list}" } }
class base { d { 'x': list => ['a'] } }
class sub inherits base { D['x'] { list +> ['b'] } }
include sub
