notify { String([' a ', ' b ', ' c '].reverse_each.strip == ['c', 'b', 'a']): }
