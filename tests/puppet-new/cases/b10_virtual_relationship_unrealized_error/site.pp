@notify { 'v': }
notify { 'a': before => Notify['v'] }
