notice(versioncmp('a,b', 'foo', false, 'bar'))
