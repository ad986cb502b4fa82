function f(Struct[{a => Integer, b => String}] $x) { notice($x) }
f({a => 1})
