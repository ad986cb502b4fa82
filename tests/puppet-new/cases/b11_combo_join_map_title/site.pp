$t = [1, 2, 3].map |$x| { $x * 2 }.join('+')
notify { $t: }
