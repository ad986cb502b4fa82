type Tree = Array[Variant[Integer, Tree]]
notice([1, [2, [3]]] =~ Tree)
notice([1, ['x']] =~ Tree)
type MyNode = Hash[String, Variant[String, MyNode]]
notice({a => {b => 'c'}} =~ MyNode)
notice({a => {b => 1}} =~ MyNode)
notice(Tree)
