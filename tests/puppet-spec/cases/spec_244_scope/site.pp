$name = 'never in a 0xF4240 years'
