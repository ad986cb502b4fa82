notice(Optional[Integer].new(undef))
