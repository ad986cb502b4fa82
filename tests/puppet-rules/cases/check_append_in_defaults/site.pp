Notify { message +> 1 }
