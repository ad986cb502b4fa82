type Tree = Variant[String, Array[Tree]]
notice(Tree)
notice([['a'], ['b', ['c']]] =~ Tree)
notice([['a'], [1]] =~ Tree)
notice(Array[Tree])
notice(String(Tree, '%p'))
