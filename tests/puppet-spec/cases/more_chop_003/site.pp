notify { String("abc
".chop == 'abc'): }
