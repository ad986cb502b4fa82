define d() { notice('before') return() notice('not') }
d { 'x': }
notice('done')
