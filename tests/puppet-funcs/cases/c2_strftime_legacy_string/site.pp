notice(strftime('%Y', 'UTC') =~ String)
