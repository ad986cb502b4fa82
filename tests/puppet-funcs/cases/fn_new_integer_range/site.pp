notice(Integer[0, 10]('11'))
