realize(Nosuch['x'])
