notice(concat([1], [2, 3]))
notice(concat(['a'], 'b', ['c', ['d']]))
notice(concat([], {'a'=>1}))
