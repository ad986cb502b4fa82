function f($x) >> Variant[Integer, String] { $x }
notice(f(1))
notice(f('a'))
notice(f([1]))
