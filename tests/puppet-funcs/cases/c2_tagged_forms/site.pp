class k { notice(tagged('k')) notice(tagged('k', 'nope')) notice(tagged('main')) }
include k
