define d { notice(tagged(['d', 'main'])) notice(tagged('x')) }
d { 'x': }
