notice(stdlib::powershell_escape('a `b` "c" $d \'e\''))
notice(powershell_escape('x y'))
