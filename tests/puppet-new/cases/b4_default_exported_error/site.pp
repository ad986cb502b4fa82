@@Notify { message => 'v' }
