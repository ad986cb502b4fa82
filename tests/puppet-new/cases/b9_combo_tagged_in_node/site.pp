class c { }
node default { include c notify { 'n': message => "${tagged('c')} ${tagged('default')}" } }
