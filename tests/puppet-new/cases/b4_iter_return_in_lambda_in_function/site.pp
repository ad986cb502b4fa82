function f() { [1, 2, 3].each |$v| { if $v == 2 { return($v * 10) } } 'none' }
notice(f())
