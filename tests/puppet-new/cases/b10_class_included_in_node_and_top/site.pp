class c { notice("c in ${name}") }
include c
node default { include c }
