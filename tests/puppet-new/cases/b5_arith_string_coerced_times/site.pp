notice('2' * 2)
notice('2' / 1)
