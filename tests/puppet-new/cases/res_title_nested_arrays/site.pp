notify { [['a', 'b'], ['c', ['d']]]: }
