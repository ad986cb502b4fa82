notice(upcase(Sensitive('a')))
