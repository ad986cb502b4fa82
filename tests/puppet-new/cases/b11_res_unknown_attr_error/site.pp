notify { 'a': nosuch => 1 }
