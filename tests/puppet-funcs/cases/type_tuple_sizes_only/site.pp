notice([] =~ Tuple[0, 0])
