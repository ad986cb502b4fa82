notice(versioncmp('a,b'))
