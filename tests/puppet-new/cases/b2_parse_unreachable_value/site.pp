class c { 'idle' }
include c
