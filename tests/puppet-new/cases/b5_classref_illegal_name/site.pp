notice(Class['fail-whale'])
