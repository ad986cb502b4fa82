ceiling('blue')
