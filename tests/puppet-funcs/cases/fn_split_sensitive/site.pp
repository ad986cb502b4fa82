notice(split(Sensitive('a,b'), ',') =~ Sensitive)
