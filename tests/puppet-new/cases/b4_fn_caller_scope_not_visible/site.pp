function f() { "[${local}]" }
class c { $local = 'L' notice(f()) }
include c
