define d() { notice(tagged($title)) notice(tagged('d')) }
d { 'mytitle': }
