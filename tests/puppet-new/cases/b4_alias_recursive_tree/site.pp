type Tree = Array[Variant[Integer, Tree]]
notice([1, [2, [3]]] =~ Tree)
notice([1, ['x']] =~ Tree)
