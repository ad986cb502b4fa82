function r1($x) { if $x == 1 { return(100) } $x * 2 }
notice(r1(1))
notice(r1(2))
function r2() { [1,2,3].each |$x| { if $x == 2 { return($x * 10) } } 'none' }
notice(r2())
function r3() { return() }
notice(type(r3()))
class rc { notice('before'); if true { return() } notice('after') }
include rc
