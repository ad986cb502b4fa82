function f(Array[Integer, 2] $x) { notice($x) }
f([1])
