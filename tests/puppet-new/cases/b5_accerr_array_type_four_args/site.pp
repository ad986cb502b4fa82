notice(Array[Integer,1,2,3])
