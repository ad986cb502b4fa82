define d() { next(1) }
d { 'x': }
notice('done')
