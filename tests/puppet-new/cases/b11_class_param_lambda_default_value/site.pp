class k($l = [1, 2].map |$x| { $x * 10 }) { notify { "${l}": } }
include k
