notice(foo-bar)
