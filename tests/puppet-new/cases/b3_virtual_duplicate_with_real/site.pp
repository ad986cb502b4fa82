@notify { 'a': }
notify { 'a': }
