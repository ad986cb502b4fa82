$f = ['a', 'b']
notice(*$f)
notice(*[1, 2], 3)
notice(*'x')
