"hello\r\n".chop()
chop("hello\r\n")
