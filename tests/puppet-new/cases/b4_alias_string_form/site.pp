type MyT = Hash[String, Array[Integer]]
notice(MyT)
notice(String(MyT))
notice(type(MyT))
