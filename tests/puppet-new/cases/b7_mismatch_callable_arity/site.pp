function f(Callable[1, 1] &$x) { notice(1) }
f() |$a, $b| { 1 }
