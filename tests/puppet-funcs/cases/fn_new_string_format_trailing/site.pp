notice(String(10, '%5d|'))
