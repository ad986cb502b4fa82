notice([a, b, c, a, 'B', 'C'].unique)
notice([a, b, c, a, 'B', 'C'].unique |$x| { String($x, '%d') })
notice(['A', b, 'C', a, 'B', 'c'].unique |$x| { String($x, '%d') })
