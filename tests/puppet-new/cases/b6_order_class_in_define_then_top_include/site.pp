class k { notice('k once') }
define d() { include k notice("d ${title}") }
d { 'a': }
include k
notice('top')
