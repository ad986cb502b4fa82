@notify { 'v': }
notify { 'r': before => Notify['v'] }
