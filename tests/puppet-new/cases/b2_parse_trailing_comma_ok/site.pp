notice([1, 2,])
notice({ 'a' => 1, })
notify { 'x': message => 'y', }
