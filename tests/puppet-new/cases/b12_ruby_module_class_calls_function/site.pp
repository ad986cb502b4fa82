include r12v
