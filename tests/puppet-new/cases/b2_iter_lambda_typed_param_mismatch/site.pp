['a'].each |Integer $x| { notice($x) }
