2.5.each |$x| { }
