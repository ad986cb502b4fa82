notice(keys([1]))
