notice(join([]))
notice(join([1, 2.5, true, undef, 'x'], '-'))
notice(join([[1, 2], [3]], ','))
notice(join(['a'], ', '))
