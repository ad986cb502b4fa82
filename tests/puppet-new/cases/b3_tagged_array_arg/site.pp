class c { notice(tagged(['c', 'main'])) notice(tagged('c', 'zzz')) }
include c
