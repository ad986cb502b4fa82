class c { notify { 'before': }
 return()
 notify { 'after': } }
include c
