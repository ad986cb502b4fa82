define d() { notify { "d-${title}": } }
D { tag => 'dt' }
d { 'x': }
