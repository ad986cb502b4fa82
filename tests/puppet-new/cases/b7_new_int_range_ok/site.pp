notice(Integer[1,50].new('42'))
notice(Optional[Integer].new(undef))
notice(NotUndef[Integer].new('7'))
