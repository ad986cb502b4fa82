type Runtime['ruby', 'Foo'] = Foo
notice(1)
