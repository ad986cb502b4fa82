[1].reverse_each(1) |$v| { }
