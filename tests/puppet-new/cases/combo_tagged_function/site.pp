class c { notify { 'r': message => "${tagged('c')} ${tagged('other')}" } }
include c
