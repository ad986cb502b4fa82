notify { String([' a ', ' b ', ' c '].strip == ['a', 'b', 'c']): }
