class c { return(5) notice('not') }
include c
notice('done')
