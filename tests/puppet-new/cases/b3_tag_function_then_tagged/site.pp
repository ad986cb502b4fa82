class c { tag 'extra', 'more' notice(tagged('extra')) notice(tagged('c')) notice(tagged('nope')) }
include c
