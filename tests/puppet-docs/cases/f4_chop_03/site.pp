["hello\r\n", "hi\r\n"].chop()
chop(["hello\r\n", "hi\r\n"])
