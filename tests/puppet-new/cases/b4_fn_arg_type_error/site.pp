function f(String[2] $a) { $a }
notice(f('x'))
