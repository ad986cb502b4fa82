Notify { message => 'a', tag }
