notice { a => 1 }
