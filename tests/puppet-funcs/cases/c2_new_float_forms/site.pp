notice(Float('1e3'))
notice(Float('0x10'))
notice(Float(3))
notice(Float(true))
