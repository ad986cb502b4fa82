notice(r12f::doubled([1, 2, 3]))
