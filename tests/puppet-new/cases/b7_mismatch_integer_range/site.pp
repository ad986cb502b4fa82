function f(Integer[1, 10] $x) { notice($x) }
f(11)
