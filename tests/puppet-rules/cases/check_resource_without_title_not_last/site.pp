notify { message => 1 }
notice(1)
