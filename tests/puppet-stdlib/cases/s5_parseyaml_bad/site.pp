notice(parseyaml('a: ['))
