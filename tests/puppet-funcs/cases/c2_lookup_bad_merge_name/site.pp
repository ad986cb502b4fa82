notice(lookup('nope', Any, 'nonsense', 1))
