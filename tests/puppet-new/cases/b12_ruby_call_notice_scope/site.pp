class k { r12w::say('from k') }
include k
