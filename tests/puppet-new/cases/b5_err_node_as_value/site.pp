$a = node x { }
