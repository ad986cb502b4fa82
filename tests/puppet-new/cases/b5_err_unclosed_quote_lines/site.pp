$a = "xx
yyy
