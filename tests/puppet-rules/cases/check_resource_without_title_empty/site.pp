notify { }
