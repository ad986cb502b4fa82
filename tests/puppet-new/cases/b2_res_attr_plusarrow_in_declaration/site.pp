notify { 'a': tag +> 'x' }
