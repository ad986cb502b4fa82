notice(stdlib::to_yaml({}, ['x']))
