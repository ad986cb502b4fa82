define d($m = 'own') { notify { $title: message => $m } }
class c { D { m => 'class-default' } d { 'in': } }
include c
d { 'out': }
