class c($a = 1, $b = $a + 1, $c = "${a}${b}") { notice([$a, $b, $c]) }
include c
