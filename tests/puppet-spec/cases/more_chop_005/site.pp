notify { String(['aa', 'ba', 'ca'].chop == ['a', 'b', 'c']): }
