notice(map([1]))
