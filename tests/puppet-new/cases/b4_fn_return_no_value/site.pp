function f() { return() }
notice("[${f()}]")
notice(f() == undef)
