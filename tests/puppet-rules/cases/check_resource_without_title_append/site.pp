notify { a +> 1 }
