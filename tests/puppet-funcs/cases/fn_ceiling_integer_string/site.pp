notice(ceiling('0x10'))
