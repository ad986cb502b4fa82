function f(Stdlib::Absolutepath $p) { $p }
notice(f('/x'))
notice(f('x'))
