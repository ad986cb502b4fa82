Notify { tag +> 'a' }
notify { 'x': }
