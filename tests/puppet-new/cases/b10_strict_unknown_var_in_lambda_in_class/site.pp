class c { [1].each |$i| { notify { "i${i}-${undefined_in_lambda}": } } }
include c
