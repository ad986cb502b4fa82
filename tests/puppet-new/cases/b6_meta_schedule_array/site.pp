notify { 'a': schedule => ['s'] }
