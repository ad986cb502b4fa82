function f(Enum[a, b] $x) { notice($x) }
f('c')
