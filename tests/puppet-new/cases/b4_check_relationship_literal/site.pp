1 -> notify { 'x': }
