function f(Array[Integer] $x) { notice($x) }
f([1, 'x'])
