class c($a = $b, $b = 2) { notice("[${a}] ${b}") }
include c
