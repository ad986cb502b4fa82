notice(Hash[Integer,String, 1,2,3])
