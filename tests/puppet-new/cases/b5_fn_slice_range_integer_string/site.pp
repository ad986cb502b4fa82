Integer[1,4].slice(2) |$a,$b| { notice("${a}.${b}") }
4.slice(2) |$a,$b| { notice("${a}.${b}") }
'abcd'.slice(2) |$a,$b| { notice("${a}.${b}") }
