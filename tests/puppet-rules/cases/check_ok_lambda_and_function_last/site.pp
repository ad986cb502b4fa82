function f() { $x = 1
 $x }
[1].each |$x| { $x }
notice(f())
