notice(Regexp('a.c'))
notice(Regexp('^a/b$'))
notice('abc' =~ Regexp('B', ))
