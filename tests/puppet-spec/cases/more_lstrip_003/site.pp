notify { String([' a ', ' b ', ' c '].lstrip == ['a ', 'b ', 'c ']): }
