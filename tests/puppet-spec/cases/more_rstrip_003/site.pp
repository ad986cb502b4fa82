notify { String([' a ', ' b ', ' c '].rstrip == [' a', ' b', ' c']): }
