            with(1, "hello") |Integer *$x| { }
