notice(stdlib::ensure('running'))
