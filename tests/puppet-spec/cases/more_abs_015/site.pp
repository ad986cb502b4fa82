abs('blue')
