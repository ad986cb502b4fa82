@Notify["a"] { message => 1 }
