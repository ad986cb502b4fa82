notice(Init[Integer].new('3'))
notice(Init[String].new(3))
notice(Init[Integer, 16].new('10'))
notice(Init[Array].new('ab'))
