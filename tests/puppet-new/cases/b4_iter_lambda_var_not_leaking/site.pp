[1].each |$v| { $inner = 'x' }
notice("[${inner}]")
