notice([1, 2, 3, 2] - [2])
notice([1, 2] - 2)
notice([['a', 1], 'b'] - {'a' => 1})
