notice(Timespan('1d11h23m13s', []))
