notify { String("abc
".chomp == 'abc'): }
