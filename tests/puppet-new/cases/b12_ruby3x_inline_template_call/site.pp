$x = 'vx'
notice(r12_render('a'))
