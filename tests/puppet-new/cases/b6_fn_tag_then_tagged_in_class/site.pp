class k { tag 'extra' notice(tagged('extra')) notice(tagged('k')) notice(tagged('nope')) }
include k
