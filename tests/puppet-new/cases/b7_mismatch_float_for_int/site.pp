function f(Integer $x) { notice($x) }
f(1.5)
