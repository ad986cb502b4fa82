function f(Variant[Integer, Boolean] $x) { notice($x) }
f('x')
