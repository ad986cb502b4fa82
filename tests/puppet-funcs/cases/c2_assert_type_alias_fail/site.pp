type MyInt = Integer[1, 10]
assert_type(MyInt, 11)
