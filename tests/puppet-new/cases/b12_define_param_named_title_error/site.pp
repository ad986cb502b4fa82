define bad($title = 'x') { }
bad { 'a': }
