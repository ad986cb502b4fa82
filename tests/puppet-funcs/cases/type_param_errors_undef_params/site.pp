notice(Undef[Integer])
