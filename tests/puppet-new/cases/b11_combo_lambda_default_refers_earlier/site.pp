[1].each |$a, $b = $a + 1| { notify { "v${a}${b}": } }
