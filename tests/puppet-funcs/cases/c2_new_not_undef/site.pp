notice(NotUndef[Integer].new('3'))
