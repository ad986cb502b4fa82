notice(sort([1, 'a']) |$x| { 0 })
