define d() {}
realize(D['nope'])
