notice(member('abc', 'a'))
