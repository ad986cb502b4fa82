[1].each |$x| { function f() { 1 } }
