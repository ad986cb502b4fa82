$x = Resource[3, 'x']
