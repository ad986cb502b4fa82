notice(Regexp[0])
