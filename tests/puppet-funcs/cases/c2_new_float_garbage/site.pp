notice(Float('1.2.3'))
