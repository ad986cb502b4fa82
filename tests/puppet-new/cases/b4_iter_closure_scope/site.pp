$x = 'outer'
$r = [1].map |$v| { "${x}-${v}" }
notice($r)
class c { $y = 'cls' [1].each |$v| { notice("${y}${v}") } }
include c
