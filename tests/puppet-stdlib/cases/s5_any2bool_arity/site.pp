notice(any2bool('a', 'b'))
