function f(Callable &$block) { $block.call(2) }
notice(f() |$x| { $x * 5 })
