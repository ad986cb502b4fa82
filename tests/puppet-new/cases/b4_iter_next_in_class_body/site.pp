class c { next() notice('not') }
include c
notice('done')
