notify { String(["a
", "b
", "c
"].chomp == ['a', 'b', 'c']): }
