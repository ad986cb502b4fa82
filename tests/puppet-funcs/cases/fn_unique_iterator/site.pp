notice(unique([1, 1, 2].reverse_each))
