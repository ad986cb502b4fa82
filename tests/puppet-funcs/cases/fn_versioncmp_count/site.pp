notice(versioncmp('1'))
