floor('blue')
