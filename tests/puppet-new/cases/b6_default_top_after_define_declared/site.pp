define d() { notify { "d-${title}": } }
d { 'x': }
Notify { message => 'late' }
