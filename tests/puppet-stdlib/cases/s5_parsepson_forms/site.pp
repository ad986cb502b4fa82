notice(parsepson('{"a": [1]}'))
notice(parsepson('{bad', 'dflt'))
