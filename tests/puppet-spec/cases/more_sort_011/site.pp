sort([1, 'a']) |$x,$y, $z| { }
