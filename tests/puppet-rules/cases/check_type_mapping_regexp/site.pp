type Runtime['ruby', [/^A(.*)/, 'B\1']] = Foo
notice(1)
