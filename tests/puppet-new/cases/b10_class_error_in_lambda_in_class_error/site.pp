class c { [1, 2].each |$i| { notify { 'dup': } } }
include c
