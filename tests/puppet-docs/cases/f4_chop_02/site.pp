"hello".chop()
chop("hello")
