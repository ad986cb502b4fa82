[1, 2].each |$i| { notify { "n${i}": message => "${i} ${ghost}" } }
