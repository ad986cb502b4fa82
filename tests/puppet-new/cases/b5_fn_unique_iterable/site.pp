notice(Integer[1,5].unique)
notice([1,2,1].reverse_each.unique)
