notice(Array[0])
