define d() { notice("d ${title}") }
class k { d { 'one': } notice('k end') }
include k
notice('top end')
