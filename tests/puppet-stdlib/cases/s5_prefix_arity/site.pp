notice(prefix(['a'], 'b', 'c'))
