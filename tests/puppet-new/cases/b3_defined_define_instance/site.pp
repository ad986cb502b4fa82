define d { }
d { 'x': }
notice(defined(D['x']))
notice(defined(D['y']))
notice(defined(Resource['d', 'x']))
