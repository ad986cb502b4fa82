notice(any2bool('maybe'))
