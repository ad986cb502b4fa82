notify { String('abc'.chop == 'ab'): }
