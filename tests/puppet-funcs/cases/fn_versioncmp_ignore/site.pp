notice(versioncmp('1.0', '1.0.0'))
notice(versioncmp('1.0', '1.0.0', true))
