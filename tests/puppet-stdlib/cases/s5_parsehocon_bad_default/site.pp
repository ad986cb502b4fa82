notice(stdlib::parsehocon('a = {', 'dflt'))
