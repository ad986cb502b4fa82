type MyPort = Integer[1, 65535]
type Tree = Variant[Integer, Array[Tree]]
notice(8080 =~ MyPort)
notice(70000 =~ MyPort)
notice([1, [2, [3]]] =~ Tree)
notice(['x'] =~ Tree)
notice(assert_type(MyPort, 22))
notice(MyPort)
notice(type(MyPort))
