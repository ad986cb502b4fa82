['a', 'b'].each |$i, $t| { notify { "n_${t}": message => $i } }
