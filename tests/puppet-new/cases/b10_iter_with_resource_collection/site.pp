$res = [1, 2].map |$i| { notify { "r${i}": } }
notify { 'count': message => "${res.length}" }
