notice(Float('0b11'))
notice(Float('017'))
