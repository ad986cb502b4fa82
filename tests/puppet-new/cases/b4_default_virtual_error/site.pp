@Notify { message => 'v' }
