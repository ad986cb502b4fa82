Notify { message +> 'a' }
notify { 'x': }
