function f(Tuple[Integer, String] $x) { notice($x) }
f([1, 2])
