$v = 'outer'
[1].each |$v| { notice($v) }
notice($v)
