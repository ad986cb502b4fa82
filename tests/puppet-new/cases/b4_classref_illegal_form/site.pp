notice(Class['foo bar'])
