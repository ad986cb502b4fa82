notice(join('abc', ','))
