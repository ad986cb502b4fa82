with(1) |$x| { break() }
notice('after')
