define d() { notify { "in ${title}": } }
@d { 'a': }
realize(D['a'])
realize(D['a'])
