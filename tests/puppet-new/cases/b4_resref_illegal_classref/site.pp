notice(Foo-bar['x'])
