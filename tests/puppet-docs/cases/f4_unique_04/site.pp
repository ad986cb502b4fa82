# will produce [3, 2, 1]
[1,2,2,3,3].reverse_each.unique
