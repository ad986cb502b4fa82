notice(3.all |$x| { true })
