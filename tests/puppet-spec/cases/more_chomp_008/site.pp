notify { String(["a
", "b
", "c
"].reverse_each.chomp == ['c', 'b', 'a']): }
