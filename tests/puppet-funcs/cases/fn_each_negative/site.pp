(-3).each |$x| { notice($x) }
notice('done')
