notify { 'n': }
contain Notify['n']
