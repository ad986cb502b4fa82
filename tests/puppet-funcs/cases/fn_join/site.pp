notice(join([1, 'a', [2, 3]], '-'))
notice(join(['a', 'b']))
notice(join([], ','))
notice(join([true, undef, 1.5], '/'))
