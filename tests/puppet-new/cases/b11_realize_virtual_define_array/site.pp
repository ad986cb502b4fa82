define d() { notify { "d-${title}": } }
@d { ['a', 'b', 'c']: }
realize(D['a'], [D['c']])
