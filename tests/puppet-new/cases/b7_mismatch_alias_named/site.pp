type MyInt = Integer[1, 3]
function f(MyInt $x) { notice($x) }
f(5)
