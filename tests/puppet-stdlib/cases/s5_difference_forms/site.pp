notice(difference([1,2,3,2], [2]))
notice(difference(['a'], []))
