define d() { notify { "d-${title}": } }
@d { 'x': }
realize(D['x'])
