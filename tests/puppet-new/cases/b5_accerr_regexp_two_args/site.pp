notice(Regexp[a,b])
