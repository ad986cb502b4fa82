define d() { notify { "in-${title}": } }
@d { 'v': }
realize(D['v'])
