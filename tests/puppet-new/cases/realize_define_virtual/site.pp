define d { notify { "in-${title}": } }
@d { 'x': }
realize(D['x'])
