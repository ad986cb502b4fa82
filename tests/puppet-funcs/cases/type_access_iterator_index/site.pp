notice([1, 2].reverse_each[0])
