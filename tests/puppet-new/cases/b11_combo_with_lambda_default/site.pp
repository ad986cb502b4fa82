with(1) |$a, $b = 5| { notify { "w${a}-${b}": } }
