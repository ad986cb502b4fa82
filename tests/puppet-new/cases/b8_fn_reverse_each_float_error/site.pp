3.14.reverse_each |$v| { }
