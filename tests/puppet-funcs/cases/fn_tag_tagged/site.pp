class c { tag('extra', ['one', 'two']) notice(tagged('extra')) notice(tagged('one', 'c')) notice(tagged('nope')) }
include c
