notice(concat([1]))
