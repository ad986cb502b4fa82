function f(Optional[Integer] $x) { notice($x) }
f('x')
