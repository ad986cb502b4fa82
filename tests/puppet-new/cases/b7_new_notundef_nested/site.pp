notice(NotUndef[Integer].new('42'))
notice(Optional[Float].new('1.5'))
notice(Variant[Integer].new('3'))
