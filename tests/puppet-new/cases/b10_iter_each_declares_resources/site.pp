['a', 'b'].each |$i, $n| { notify { "${i}:${n}": } }
