notify { message => 1 }
