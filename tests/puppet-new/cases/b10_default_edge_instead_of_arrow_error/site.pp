Notify { message -> 'a' }
