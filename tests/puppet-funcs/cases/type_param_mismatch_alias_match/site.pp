type MyT = Variant[Integer, Array[MyT]]
notice([1, [2, [3]]] =~ MyT)
notice(['a'] =~ MyT)
notice(MyT)
