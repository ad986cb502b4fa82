@notify { 'x': }
notify { 'x': }
