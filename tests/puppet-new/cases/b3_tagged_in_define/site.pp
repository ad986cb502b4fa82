define d { notice(tagged('d')) notice(tagged('x')) notice(tagged('main')) }
d { 'x': }
