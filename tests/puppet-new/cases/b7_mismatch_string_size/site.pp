function f(String[3] $x) { notice($x) }
f('ab')
