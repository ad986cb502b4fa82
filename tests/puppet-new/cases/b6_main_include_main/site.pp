include main
notify { 'x': }
