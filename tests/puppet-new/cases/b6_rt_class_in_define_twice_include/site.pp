class k { notify { 'k': } }
define d() { include k }
d { 'a': } d { 'b': }
