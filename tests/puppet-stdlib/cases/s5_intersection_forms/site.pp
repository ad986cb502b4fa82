notice(intersection([1,2,3,2], [2,3,4]))
notice(intersection(['a'], ['b']))
