class c($a = $a) { notice("[${a}]") }
include c
