@Notify { message => 1 }
