type Tree = Variant[Integer, Array[Tree]]
assert_type(Tree, [1, ['a']])
