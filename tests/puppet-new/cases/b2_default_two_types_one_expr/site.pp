Notify, File { tag => 't' }
