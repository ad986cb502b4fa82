["hello\r\n", "hi\r\n"].chomp()
chomp(["hello\r\n", "hi\r\n"])
