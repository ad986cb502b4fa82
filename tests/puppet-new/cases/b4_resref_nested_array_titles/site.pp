notice(Notify[['a', 'b'], 'c'])
