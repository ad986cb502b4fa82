notice(length([1, 2, 3].reverse_each))
