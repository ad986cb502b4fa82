function f(Struct[{a => Integer}] $x) { notice($x) }
f({a => 1, c => 2})
