notice(compare(true, false))
