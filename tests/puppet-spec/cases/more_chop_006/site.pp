notify { String(['aa', 'bb', 'cc'].reverse_each.chop == ['c', 'b', 'a']): }
