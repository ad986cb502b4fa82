notice(union([1], 'a'))
