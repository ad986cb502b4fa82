notice(stdlib::os_version_gte('Ubuntu', '18.04'))
