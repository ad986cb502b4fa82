Notify { tag +> 'x' }
notify { 'n': }
