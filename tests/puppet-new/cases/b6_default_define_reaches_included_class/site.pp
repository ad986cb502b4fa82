class k { notify { 'ink': } }
define d() { Notify { message => 'from-define' } include k }
d { 'x': }
