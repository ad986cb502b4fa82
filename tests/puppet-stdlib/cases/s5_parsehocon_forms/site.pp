notice(stdlib::parsehocon('a = 1, b { c = [x, y] }'))
notice(stdlib::parsehocon('{"k": "v"}'))
notice(parsehocon('x: 2'))
