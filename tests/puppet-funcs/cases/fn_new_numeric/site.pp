notice(Numeric('10'))
notice(Numeric('10.5'))
notice(Numeric(true))
notice(type(Numeric('0x10')))
