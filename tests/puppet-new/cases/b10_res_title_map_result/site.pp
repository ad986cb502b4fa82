notify { [1, 2, 3].map |$i| { "n${i}" }: message => 'mapped' }
