notice(length('héllo'))
notice(length([1, 2]))
notice(size({a => 1}))
notice(length(Binary('aGVsbG8=')))
