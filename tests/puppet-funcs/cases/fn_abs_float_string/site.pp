notice(abs('-0x10'))
notice(abs(-0.0))
