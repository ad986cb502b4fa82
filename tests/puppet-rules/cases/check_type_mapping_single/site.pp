type Runtime['ruby', 'Foo'] = [/x/, 'y']
notice(1)
