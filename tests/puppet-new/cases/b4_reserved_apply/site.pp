apply('x') { }
