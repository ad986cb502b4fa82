function f(String $x) { notice($x) }
f([1])
