notice($quantum_gravity::graviton)
