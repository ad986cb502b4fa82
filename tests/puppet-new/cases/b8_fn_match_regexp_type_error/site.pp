notice(match('abc123', Regexp))
