realize(Notify['x'])
realize(Notify['y'])
