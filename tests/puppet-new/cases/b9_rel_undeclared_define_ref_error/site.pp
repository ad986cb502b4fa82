define d() { }
notify { 'x': } -> D['ghost']
