function f() { notify { 'x': } }
f()
notice(defined(Notify['x']))
