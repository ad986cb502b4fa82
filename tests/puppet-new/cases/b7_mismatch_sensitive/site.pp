function f(Sensitive[Integer] $x) { notice(1) }
f(Sensitive('x'))
