notice(Array[Integer,String])
