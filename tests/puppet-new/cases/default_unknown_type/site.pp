Nope { a => 1 }
notify { 'x': }
