with(1, 2, 3) |$a, *$rest| { notify { "a${a}-${rest}": } }
