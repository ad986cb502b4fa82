notify { 'x': consumes => 1 }
