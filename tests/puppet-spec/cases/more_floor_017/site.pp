floor('0.2.3')
