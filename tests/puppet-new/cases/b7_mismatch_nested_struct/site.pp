function f(Struct[{a => Struct[{b => Integer}]}] $x) { notice($x) }
f({a => {b => 'x'}})
