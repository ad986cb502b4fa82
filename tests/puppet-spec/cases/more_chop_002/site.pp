notify { String(''.chop == ''): }
