notice(Sensitive[Integer].new('x'))
