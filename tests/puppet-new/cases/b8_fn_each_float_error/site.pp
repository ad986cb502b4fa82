1.5.each |$x| { }
