function f(Struct[{a => Integer}] $x) { notice($x) }
f({a => 'x'})
