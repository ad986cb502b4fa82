notice(Array([1, 2, 3].reverse_each))
notice(Array(Integer[1, 4]))
notice(Array(Binary('aGk=')))
