notice(String(18, 'abc'))
