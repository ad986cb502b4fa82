notice(getparam(File['/tmp/a']))
