notice(zip([1,2,3], [4,5,6]))
notice(zip([1,2], ['a','b'], true))
notice(zip([1,2,3], [4]))
