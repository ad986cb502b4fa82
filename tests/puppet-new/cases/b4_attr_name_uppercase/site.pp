notify { 'x': Message => 'q' }
