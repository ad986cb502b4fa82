Notify { tag => ['a'] }
notify { 'x': tag +> ['b'] }
