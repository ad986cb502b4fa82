class k { tag 'x' notice(tagged('x', 'k')) notice(tagged('x', 'nope')) }
include k
