notice(Class['foo-bar'])
